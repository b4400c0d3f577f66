notify{x: message => Enum[a,b].each |$i, $v| { notify{"$i-$v":} }}
