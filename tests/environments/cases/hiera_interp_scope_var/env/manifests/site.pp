$myvar = 'top'
class wrap {
  $myvar = 'local'
  notify { 'a': message => lookup('a') }
}
include wrap
include m
