notify { "t=${Integer} s=${String[1]} r=${File['/a']}": }
