# epp() templates see the top scope, not the caller's variables (unlike
# inline_epp), and a parameter given undef takes its default.
class m {
  $x = 'local'
  notify { 'noparams': message => epp('m/noparams.epp') }
  notify { 'undef': message => epp('m/params.epp', { 'list' => undef, 'y' => undef }) }
  notify { 'given': message => epp('m/params.epp', { 'list' => ['g'] }) }
}
