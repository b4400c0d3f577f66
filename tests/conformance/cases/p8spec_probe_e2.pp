$r = Enum[a,b,c,d].step(2) |$x| { notify{$x:} }
