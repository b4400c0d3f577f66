class a::params { $x = 'px' $y = [1,2] }
class a($x = $a::params::x, $y = $a::params::y) inherits a::params {
  notify { "x=${x} y=${y}": }
}
include a
