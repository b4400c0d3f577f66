class c($p = 1) { notify { "p=${p}": } }
node 'other' { class { 'c': p => 2 } }
node default { class { 'c': p => 3 } }
