package taikai.app.testing;

import taikai.wal.file.DiskFileOps;
import taikai.wal.file.ForwardingFileOps;

/** The real disk, step by step, for a test to override the one step it records or makes fail. */
public class DiskSteps extends ForwardingFileOps {
    public DiskSteps() {
        super(DiskFileOps.instance());
    }
}
