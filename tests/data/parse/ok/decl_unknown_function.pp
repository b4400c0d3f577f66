nosuchfunc(1)
