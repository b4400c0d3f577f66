notice(lookup('k', undef, undef, 'dflt'))
notice(lookup('k2', {'default_value' => '%{nope}'}))
