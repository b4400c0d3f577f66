class b { notify { 'a': require => Notify['x'] } notify { 'x': } }
class c inherits b {
  Notify['a'] {
    require +> Notify['m4'],
  }
}
include c
