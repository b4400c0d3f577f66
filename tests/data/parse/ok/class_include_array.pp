class a {} class b {}
include ['a', 'b']
