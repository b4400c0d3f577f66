define d($v = 'dv') { notify { "d ${title} ${v}": } }
d { default: v => 'from default'; ['p', 'q']: }
