# A class that inherits nothing: `$class::var` does not reach the top scope.
$t = 'top'
class solo { $own = 'own' }
include solo
notify { 'n': message => "[${solo::t}][${solo::own}]" }
