# `contain b` contains Class[B] only: not the class b's body declares
# resource-like, nor b's parent, nor what b includes.
class p { notify { 'in p': } }
class c { notify { 'in c': } }
class d { }
class b inherits p {
  class { 'c': }
  include d
}
class a {
  contain b
}
include a
