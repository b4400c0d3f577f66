$u = undef
notify { 'pick_first': message => pick($u, '', 'a', 'b') }
notify { 'pick_false': message => pick(false, 'x') }
notify { 'pick_array': message => pick([], 'x') }
notify { 'pick_hash': message => pick('', {'k' => 1}) }
notify { 'pick_number': message => pick(undef, 0) }
notify { 'pick_default_found': message => pick_default($u, 'z', 'd') }
notify { 'pick_default_default': message => pick_default($u, '', 'd') }
notify { 'pick_default_only': message => pick_default('d') }
notify { 'pick_default_undef': message => String(pick_default($u, $u)) }
