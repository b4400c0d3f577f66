class c { -1 }
