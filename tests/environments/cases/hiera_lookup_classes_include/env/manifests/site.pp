class a { notify { 'a': } }
class b { notify { 'b': } }
class c { notify { 'c': } }
lookup('classes', Array[String], 'unique', []).include
