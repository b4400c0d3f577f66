$s = stdlib::to_json({'password' => Sensitive('secret')})
notify { 'sensitive_json': message => $s }
notify { 'sensitive_type': message => String(type($s, 'generalized')) }
notify { 'sensitive_pretty': message => stdlib::to_json_pretty([Sensitive(1)]) }
