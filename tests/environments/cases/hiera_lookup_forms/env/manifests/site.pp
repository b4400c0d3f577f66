notify { 'name': message => lookup('a') }
notify { 'type': message => lookup('n', Integer) }
notify { 'merge': message => lookup('h', Hash, 'hash') }
notify { 'default': message => lookup('missing', String, 'first', 'dflt') }
notify { 'opts': message => lookup('missing', {'default_value' => 'od'}) }
notify { 'opts2': message => lookup({'name' => 'a', 'value_type' => String}) }
notify { 'names': message => lookup(['missing', 'a']) }
notify { 'dvh': message => lookup('missing', {'default_values_hash' => {'missing' => 'dv'}}) }
notify { 'override': message => lookup('a', {'override' => {'a' => 'ov'}}) }
notify { 'block': message => lookup('missing') |$k| { "block-${k}" } }
notify { 'blockfound': message => lookup('a') |$k| { "block-${k}" } }
notify { 'nul': message => String(lookup('nul')) }
notify { 'nuldefault': message => String(lookup('nul', undef, undef, 'd')) }
notify { 'nultyped': message => String(lookup('nul', Optional[String], undef, 'd')) }
notify { 'undefdefault': message => String(lookup('missing', undef, undef, undef)) }
