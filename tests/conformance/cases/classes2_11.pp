class a { }
include a, a
include [a]
require a
contain a
notify { 'x': }
