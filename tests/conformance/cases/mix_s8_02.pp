class base { notify { 'base': } }
class web inherits base {
  Notify['base'] { message => 'from web' }
  notify { 'web': require => Notify['base'] }
}
include web
