class c { unless false { 1 } }
