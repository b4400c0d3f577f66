define d($v = 'dflt') { notify { "${title}=${v}": } }
d { 'a': v => undef }
