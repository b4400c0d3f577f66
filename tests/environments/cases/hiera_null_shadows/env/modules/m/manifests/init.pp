class m($a = 'dflt') { notify { 'm': message => $a } }
