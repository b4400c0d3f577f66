selboolean { 'b': value => on, persistent => true }
