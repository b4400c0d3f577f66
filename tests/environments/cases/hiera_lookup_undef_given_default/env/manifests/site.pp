notify { 'x': message => String(lookup('missing', undef, undef, undef)) }
notify { 'y': message => String(lookup('missing', {'default_value' => undef})) }
