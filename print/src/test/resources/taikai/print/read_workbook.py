"""Reads a workbook with openpyxl, an .xlsx reader independent of Apache POI, and prints what it
found as JSON: each sheet's name, frozen cell, print area, column widths, header fills and every
cell as text. Any warning openpyxl gives about the file is an error here."""
import json
import sys
import warnings

warnings.simplefilter("error")
# POI writes no <cellStyles> (the named "Normal" style); the schema has it optional (minOccurs 0) and
# Excel and LibreOffice open such files without a prompt, so openpyxl's note of it is no fault.
warnings.filterwarnings("ignore", message="Workbook contains no default style")
import openpyxl  # noqa: E402


def text(value):
    if isinstance(value, float) and value.is_integer():
        return str(int(value))  # POI writes a whole number as 5.0, which openpyxl reads as a float
    return "" if value is None else str(value)


book = openpyxl.load_workbook(sys.argv[1])
sheets = []
for sheet in book.worksheets:
    header = [sheet.cell(row=1, column=c) for c in range(1, sheet.max_column + 1)]
    sheets.append({
        "name": sheet.title,
        "frozen": sheet.freeze_panes or "",
        "printArea": text(sheet.print_area),
        "printTitleRows": text(sheet.print_title_rows),
        "widths": [sheet.column_dimensions[openpyxl.utils.get_column_letter(c)].width or 0
                   for c in range(1, sheet.max_column + 1)],
        "headerFills": [text(cell.fill.fgColor.rgb) for cell in header],
        "rows": [[text(v) for v in row] for row in sheet.iter_rows(values_only=True)],
    })
print(json.dumps({"title": text(book.properties.title), "sheets": sheets}))
