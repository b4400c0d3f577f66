notify{x: message => [type([e], generalized), [[e]].map |$x| { type($x, generalized) }, type({a=>[b]}, generalized), type([a,bb], generalized), type('abc', generalized), type([[a]], generalized)]}
