notify{x: message => [Integer[1,5].unique, Enum[a,b,c].map |$x| {$x}, Integer[1,3].map |$x| {$x * 2}]}
