selboolean { 'b': value => on }
