class base { $x = 1 }
class derived inherits base { $x = 2 }
include derived
