notify { 'x': message => ['abc' =~ /^a.c$/, 'a.c' =~ /^a\.c$/, 'x/y' =~ /x\/y/, "line1\nline2" =~ /^line2$/] }
