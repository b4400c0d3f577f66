class c { function inner() { 'i' } }
