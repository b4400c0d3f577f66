# One wrong type among a call's reasons stands for them all.
function f(Variant[Struct[{a => Integer}], Struct[{b => String}]] $x) {}
f({a => 'x'})
