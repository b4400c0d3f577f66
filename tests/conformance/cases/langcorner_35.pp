define myDef() { notify { "a": message => "${name}" } } myDef{"t":}
