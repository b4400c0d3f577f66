define d { notify { "${title}-r": message => [tagged('d'), tagged($title)] } }
d { 'inst': }
