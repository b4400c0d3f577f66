notify{x: message => [Enum[a,b,c].map |$x| {$x}, Enum[a,b].reduce |$m, $x| {"$m$x"}, Array(Enum[x,y]), Enum[b,a].sort, Integer[1,3].unique, Enum[q].step(1).map |$v| {$v}]}
