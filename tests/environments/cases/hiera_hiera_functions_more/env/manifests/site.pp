notify { 'undef_default': message => String(hiera('missing', undef)) }
notify { 'block': message => hiera('missing') |$k| { "b-${k}" } }
notify { 'hash_default': message => hiera_hash('missing', {'d' => 1}) }
notify { 'array_default': message => hiera_array('missing', ['d']) }
notify { 'override': message => hiera('s', 'dflt', 'nosuchlevel') }
notify { 'array_scalar': message => hiera_array('s') }
