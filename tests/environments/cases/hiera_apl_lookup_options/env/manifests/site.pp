include cls
