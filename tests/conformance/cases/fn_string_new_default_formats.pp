$a = [1, 'a', { 'k' => 'v' }, undef, 1.5]
notify { 'x': message => ["${a}", String($a), String(1.5), String(2.0), String(1e20), String(0.1), String(-3), String([2.0]), "${[2.0]}", String('s'), String(Integer), String(/re/), String(default), String([undef]), String({ 'x' => undef })] }
