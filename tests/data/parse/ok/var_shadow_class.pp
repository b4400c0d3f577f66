$x = 'top'
class a { $x = 'class' notify { "a=${x}": } }
include a
notify { "top=${x}": }
