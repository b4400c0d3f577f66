notify { "x${0x1F}": }
