class req($x) { }
include req
