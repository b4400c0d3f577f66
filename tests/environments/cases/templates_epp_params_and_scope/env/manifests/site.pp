$t = top
include m
