class c { if true { 1 } }
