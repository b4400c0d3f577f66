# A struct's keys: optional, required (NotUndef), and an empty struct
notify { "n": message => [Struct[{Optional[a] => Integer, NotUndef[b] => String}], Struct[{}]] }
