$r = case 'pear' { *[apple, pear]: { 'fruit' } default: { 'other' } }
$s = case 'kiwi' { (*[apple, kiwi]), 'x': { 'found' } }
notify { 'x': message => [$r, $s] }
