# Several wrong types inside an array's element: one line each.
function f(Array[Struct[{a => Integer, b => String}]] $x) {}
f([{a => 'x', b => 1}])
