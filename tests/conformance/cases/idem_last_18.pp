class c { !true }
