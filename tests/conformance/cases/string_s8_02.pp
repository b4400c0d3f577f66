$h = { 'k' => 'v', 'n' => { 'm' => 1 } }
notify { 'r': message => "${h['k']} ${h['n']['m']} $h ${h['missing']}|" }
