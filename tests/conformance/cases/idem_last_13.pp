class c { [1] }
