$v = ['a', 'b']
case $v {
  ['a', 'b']: { notify { 'exact array': } }
  default: { notify { 'd': } }
}
$w = 'b'
case $w { ['a', 'b']: { notify { 'in list': } } default: { notify { 'nope': } } }
