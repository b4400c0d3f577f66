define d($kind) {
  $m = case $kind { 'a', 'b': { 'ab' } /^c/: { 'c-ish' } default: { 'other' } }
  notify { "${title}=${m}": }
}
d { ['one', 'two', 'three']: kind => 'cat' }
