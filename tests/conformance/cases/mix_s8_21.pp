class cfg(Enum['a','b'] $mode = 'c') { }
include cfg
